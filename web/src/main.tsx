import { createRoot } from 'react-dom/client';
import { StrictMode } from 'react';
import '@blueprintjs/core/lib/css/blueprint.css';
import './app/app.css';
import { App } from './app';
import { loadIconsOneByOne } from './app/icon-paths';
import { getLang, loadTexts } from './i18n';

loadIconsOneByOne();
const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
// A console opened in English fetches that table first (Chinese comes with the first load); drawn in Chinese if it cannot.
void loadTexts(getLang())
  .catch(() => undefined)
  .then(() =>
    createRoot(root).render(
      <StrictMode>
        <App />
      </StrictMode>,
    ),
  );
