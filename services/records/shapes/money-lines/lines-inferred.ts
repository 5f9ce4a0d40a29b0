/** Why the lines' template, import and sheet exist beyond calls.tsv. */
export const LINES_INFERRED = "a moneyLines field's template, import and sheet (docs/forms/group-d.md, 'The lines')";
