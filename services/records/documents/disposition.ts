/** The Content-Disposition of a download named `name` (any script: RFC 5987's UTF-8 form). */
export const disposition = (name: string) => `attachment; filename*=UTF-8''${encodeURIComponent(name)}`;
