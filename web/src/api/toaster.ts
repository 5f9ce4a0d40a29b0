import { Position, type Intent, type Toaster } from '@blueprintjs/core';

let toaster: Promise<Toaster> | undefined;

/** Blueprint's toaster (and its overlay) loads with the first toast, not with the console's first page. */
function getToaster(): Promise<Toaster> {
  toaster ??= import('./overlay-toaster').then(({ OverlayToaster }) => OverlayToaster.create({ position: Position.TOP, maxToasts: 4 }));
  return toaster;
}

function show(intent: Intent, message: string, timeout = 3000): void {
  void getToaster().then((t) => t.show({ intent, message, timeout }));
}

/** The console's toasts, one shared OverlayToaster. */
export const toast = {
  success: (message: string) => show('success', message),
  warning: (message: string) => show('warning', message),
  error: (message: string) => show('danger', message, 5000),
  /** Dismisses every toast shown (a test file starting where another left its toasts). */
  clear: () => void toaster?.then((t) => t.clear()),
};
