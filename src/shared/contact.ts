/** The contact form's endpoint and its limits (shared by the form and the API). */
export const CONTACT_FORM_PATH = '/web-api/contact-form';

export const CONTACT_LIMITS = {
  name: 100,
  email: 254,
  subject: 200,
  messageMin: 10,
  message: 5000,
} as const;

/**
 * The ids of a contact form block (its uid): the block's own, and those of its lines that say
 * whether a message was sent, which the form's answer without script leads back to (decision 100).
 * @example contactAnchors('a1b2').sent // 'contact-a1b2-sent'
 */
export function contactAnchors(blockId: string): { block: string; sent: string; notSent: string } {
  const block = `contact-${blockId}`;
  return { block, sent: `${block}-sent`, notSent: `${block}-not-sent` };
}
