// Blueprint's toaster alone, for toaster.ts to load on the first toast.
export { OverlayToaster } from '@blueprintjs/core';
