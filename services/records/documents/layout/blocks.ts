/**
 * What a printed document is made of: a title and blocks laid out one below the other on A4 pages.
 * Templates (../templates) build the blocks from a record; the engine (render.ts) measures them,
 * breaks the pages (paginate.ts) and draws them. Every text is drawn as written: the words come
 * from the templates, in the embedded font's character set (assets/fonts/README.md).
 */

/** One label / value pair of a form's grid; `wide` takes a whole row (long text). */
export interface GridCell {
  label: string;
  value: string;
  wide?: boolean;
}

/** A line of a signature block: its texts spread over equal columns (`''` leaves a column, or the line, empty to write in). */
export type SignLine = readonly string[];

export type Block =
  /** The document's name, centred and large. */
  | { kind: 'title'; text: string }
  /** One line (or a short paragraph) of small text: the record's number, state and dates. */
  | { kind: 'line'; text: string; align?: 'left' | 'right' | 'center' }
  /** A section's heading: kept on the page of what follows it. */
  | { kind: 'heading'; text: string }
  /** A form's fields as a bordered grid of label and value cells, two pairs a row; breaks between rows. */
  | { kind: 'grid'; cells: GridCell[] }
  /** A table of rows (committee members): its caption, a header of column labels repeated on each page, the rows. */
  | { kind: 'table'; caption: string; header: string[]; rows: string[][] }
  /** Free text, wrapped; `indent` starts it with two characters' space as a Chinese paragraph does. */
  | { kind: 'paragraph'; text: string; indent?: boolean }
  /**
   * A block signed and sealed by hand: the applicant's or a review's. Never split over two pages.
   * `boxed` draws its frame; `heading` names it (the review's stage).
   */
  | { kind: 'signature'; heading?: string; lines: SignLine[]; boxed?: boolean }
  /** A cut line across the page with its note: what follows is torn off (a 回执). */
  | { kind: 'cut'; text: string }
  /**
   * A two-inch photo cell (35 × 49 mm) at the right of the page: the image (PNG or JPEG) fitted in
   * its frame, or the frame with `caption` (照片) in it to paste one by hand.
   */
  | { kind: 'photo'; caption: string; image?: Buffer | null };

/** A document: its name (the PDF's title), a running header for the pages after the first, its blocks. */
export interface DocumentSpec {
  title: string;
  header?: string;
  blocks: Block[];
  /** The page footer: `(page, pages) => text`. */
  footer?: (page: number, pages: number) => string;
}
