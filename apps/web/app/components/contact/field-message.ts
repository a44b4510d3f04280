import { contactLimits, type ContactField, type FieldProblem } from '../../lib/contact/form-state.ts';
import type { TFunction } from '@direct/i18n/translator';

// A field's problem as the sentence the guest reads, in their language.
export function fieldMessage(t: TFunction, field: ContactField, problem: FieldProblem): string {
  switch (problem) {
    case 'required':
      if (field === 'name') return t('contact.errors.nameRequired');
      if (field === 'email') return t('contact.errors.emailRequired');
      if (field === 'message') return t('contact.errors.messageRequired');
      return t('contact.errors.invalid');
    case 'invalid_email':
      return t('contact.errors.emailInvalid');
    case 'invalid_phone':
      return t('contact.errors.phoneInvalid');
    case 'too_short':
      return t('contact.errors.messageTooShort', { min: contactLimits.messageMin });
    case 'too_long': {
      const max = field === 'message' ? contactLimits.messageMax : contactLimits[field];
      return t('contact.errors.tooLong', { max });
    }
    default:
      return t('contact.errors.invalid');
  }
}
