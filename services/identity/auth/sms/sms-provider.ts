/** One text message to one phone. */
export interface SmsMessage {
  tenantId: string | null;
  phone: string;
  /** The provider-side template name, e.g. `login-code`. */
  template: string;
  params: Record<string, string>;
  /** The full text, for providers (and the outbox) that send plain text. */
  content: string;
  /**
   * The text as the outbox and the log keep it, where `content` carries a secret (a questionnaire
   * link's token): a gateway sends `content`, nothing stored holds it.
   */
  keptContent?: string;
}

/**
 * Sends text messages. The default writes them to the `sms_outbox` table and the log; a real
 * gateway (the SMS configuration of the resource service) implements the same interface.
 */
export interface SmsProvider {
  readonly name: string;
  send(message: SmsMessage): Promise<void>;
}
