/** The answer every JSON route gives: `{ code, success, msg, data }`. */
export interface Envelope<T> {
  code: number;
  success: boolean;
  msg: string;
  data: T;
}

export function envelope<T>(code: number, msg: string, data: T): Envelope<T> {
  return { code, success: code === 200, msg, data };
}
