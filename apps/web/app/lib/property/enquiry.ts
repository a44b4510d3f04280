// The "ask the host" enquiry of the reservation overlay: what the form sends, and what the page's
// action answers. Error texts are keys of property.reserve.error, translated where shown.

export const enquiryFields = ['name', 'email', 'phone', 'message'] as const;
export type EnquiryField = (typeof enquiryFields)[number];
export type EnquiryValues = Record<EnquiryField, string>;

export type EnquiryErrorKey =
  | 'nameRequired'
  | 'nameTooLong'
  | 'emailRequired'
  | 'emailInvalid'
  | 'phoneInvalid'
  | 'phoneLength'
  | 'messageTooShort'
  | 'messageTooLong';

export type EnquiryErrors = Partial<Record<EnquiryField, EnquiryErrorKey>>;

export type EnquiryResult =
  | { status: 'sent'; email: string }
  | { status: 'invalid'; errors: EnquiryErrors; values: EnquiryValues }
  | { status: 'failed'; values: EnquiryValues };

export const enquiryIntent = 'enquiry';

export function readEnquiry(form: FormData): EnquiryValues {
  const text = (name: EnquiryField) => {
    const value = form.get(name);
    return typeof value === 'string' ? value : '';
  };
  return { name: text('name'), email: text('email'), phone: text('phone'), message: text('message') };
}

// Which message a refused field gets. The rule that failed follows from the field and its value,
// so the site's own check and the API's field errors (same contract) read the same.
export function enquiryErrorFor(field: EnquiryField, value: string): EnquiryErrorKey {
  const trimmed = value.trim();
  switch (field) {
    case 'name':
      return trimmed === '' ? 'nameRequired' : 'nameTooLong';
    case 'email':
      return trimmed === '' ? 'emailRequired' : 'emailInvalid';
    case 'phone': {
      const digits = trimmed.replace(/\D/g, '').length;
      return /^[0-9+() -]+$/.test(trimmed) && (digits < 7 || digits > 15) ? 'phoneLength' : 'phoneInvalid';
    }
    case 'message':
      return trimmed.length < 10 ? 'messageTooShort' : 'messageTooLong';
  }
}

export function isEnquiryField(value: unknown): value is EnquiryField {
  return typeof value === 'string' && (enquiryFields as readonly string[]).includes(value);
}
