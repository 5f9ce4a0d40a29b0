// Blueprint draws its icons from SVG paths it loads on first use. Its default loader fetches every
// icon of a size at once (two chunks of about 96 KB gzip); the build writes each icon's paths to a
// file of its own (web/build-plugins.ts), and this loader fetches the one a page shows, a few
// hundred bytes, once.
import { Icons, IconSize, type IconName, type IconPaths } from '@blueprintjs/icons';

// The folder of the icon files, set by the build; undefined under Vite's dev server and in tests,
// which keep Blueprint's own loader.
declare const BLUEPRINT_ICON_PATHS: string | undefined;

/** The paths of `name` at `size` (16 px below Blueprint's large size, 20 px from it). */
async function iconPaths(folder: string, name: IconName, size: IconSize): Promise<IconPaths> {
  const answer = await fetch(`${folder}/${size < IconSize.LARGE ? 16 : 20}/${name}.json`);
  if (!answer.ok) throw new Error(`icon ${name}: ${answer.status}`);
  return (await answer.json()) as IconPaths;
}

/** Blueprint loads each icon from its own file from now on (in a built console). */
export function loadIconsOneByOne(): void {
  if (typeof BLUEPRINT_ICON_PATHS !== 'string') return;
  const folder = BLUEPRINT_ICON_PATHS;
  Icons.setLoaderOptions({ loader: (name, size) => iconPaths(folder, name, size) });
}
