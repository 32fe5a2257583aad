export type MailMessage = {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** The links the message asks the reader to follow (kept by the outbox for /dev/mail). */
  links: string[];
  /** Where replies go when it is not the sender (a contact request is answered to its author). */
  replyTo?: string;
};

/** The product's one way to send mail; SMTP in production, the outbox in embedded mode. */
export type Mailer = {
  kind: 'smtp' | 'outbox';
  send(message: MailMessage): Promise<void>;
  close(): Promise<void>;
};
