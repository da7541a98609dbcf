/** The contact form's endpoint and its limits (shared by the form and the API). */
export const CONTACT_FORM_PATH = '/web-api/contact-form';

export const CONTACT_LIMITS = {
  name: 100,
  email: 254,
  subject: 200,
  messageMin: 10,
  message: 5000,
} as const;
