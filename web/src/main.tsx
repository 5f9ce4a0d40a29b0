import { createRoot } from 'react-dom/client';
import { StrictMode } from 'react';
import '@blueprintjs/core/lib/css/blueprint.css';
import './app/app.css';
import { App } from './app';
import { loadIconsOneByOne } from './app/icon-paths';

loadIconsOneByOne();
const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
