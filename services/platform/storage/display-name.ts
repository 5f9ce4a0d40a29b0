/** Client extensions that name the detected type as well as its own extension does. */
const SAME_TYPE: Record<string, readonly string[]> = {
  jpg: ['jpg', 'jpeg', 'jpe'],
  // file-type names old Office files by their container (Compound File Binary).
  cfb: ['doc', 'xls', 'ppt', 'wps', 'et'],
  tif: ['tif', 'tiff'],
};

/**
 * The name shown for an upload: the client's file name without its folders, control, direction
 * (RLO spoofing) or reserved characters, and with an extension of the type its bytes showed, so that
 * a PNG sent as evil.html is offered for download as evil.png. It is only ever a label: objects
 * are stored under generated keys.
 */
export function uploadDisplayName(clientName: string, detectedExt: string): string {
  const base = clientName.split(/[\\/]/).pop() ?? '';
  const clean = base
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0000-\u001f\u007f<>:"|?*]/g, '_')
    .replace(/[\u200e\u200f\u202a-\u202e\u2066-\u2069]/g, '')
    .trim()
    .replace(/^\.+/, '');
  const dot = clean.lastIndexOf('.');
  const stem = (dot > 0 ? clean.slice(0, dot) : clean).slice(0, 180) || 'file';
  const given = dot > 0 ? clean.slice(dot + 1).toLowerCase() : '';
  const accepted = SAME_TYPE[detectedExt] ?? [detectedExt];
  return `${stem}.${accepted.includes(given) ? given : detectedExt}`;
}
