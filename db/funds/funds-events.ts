/** How an approval moved a union's funds month: arrears paid back, a refund, the grassroots share returned. */
export type FundsMovement = 'backPaid' | 'refunded' | 'returned';

/** The record whose approval moved the months. */
export interface FundsSource {
  module: string;
  recordId: string;
}

/**
 * An approval's movement of a union's funds months (docs/forms/group-d.md "finance1"), on the union's
 * stream `funds-<unionId>` of `selection_event`. It carries the amounts, never references, so the
 * ledger is rebuilt from these events alone; the same record's movement again replaces its first.
 */
export interface FundsEventBody {
  type: 'funds.moved';
  payload: {
    unionId: string;
    movement: FundsMovement;
    source: FundsSource;
    /** yyyy-MM-dd (Beijing): the day of the approval. */
    on: string;
    /**
     * Per month (yyyy-MM): the amount moved in fen, the payroll the line states (null where it states none)
     * and, for a back payment, what the line states was paid before it (absent in events before it was kept).
     */
    lines: { month: string; amount: number; payroll: number | null; paidBefore?: number }[];
  };
}

export const FUNDS_EVENTS = ['funds.moved'] as const satisfies readonly FundsEventBody['type'][];

/** The stream of a union's funds movements. */
export const fundsStream = (unionId: string): string => `funds-${unionId}`;
