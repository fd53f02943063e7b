// Field checks of the dialogs' small forms (docs/product.md#validation-contact: "Email is checked by a standard pattern";
// phone: "optional plus, then at least 6 digits, spaces or dashes").
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;
export const PHONE_PATTERN = /^\+?[0-9 -]{6,}$/;
export const TAN_PATTERN = /^[0-9]{6}$/;
/** The contract's bound for decline and withdraw messages (MessageRequest.message). */
export const MESSAGE_MAX_LENGTH = 2000;

export const isEmail = (value: string) => EMAIL_PATTERN.test(value.trim());
export const isPhone = (value: string) => PHONE_PATTERN.test(value.trim());
