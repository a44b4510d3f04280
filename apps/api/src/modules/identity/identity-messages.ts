import type { TypedIdentityProblem } from '@direct/domain';

// English field messages of the typed details (the site shows its own, by reason, in the
// guest's language).

const fieldNames: Record<TypedIdentityProblem['field'], string> = {
  document_type: 'Document type',
  document_number: 'Document number',
  support_number: 'Support number',
  expiry_date: 'Expiry date',
  nationality: 'Nationality',
};

export function typedDetailsMessage(problem: TypedIdentityProblem): string {
  const name = fieldNames[problem.field];
  switch (problem.reason) {
    case 'required':
      return `${name} is required`;
    case 'invalid_choice':
      return `${name} must be one of: dni, nie, passport, id_card`;
    case 'invalid_check_letter':
      return `${name} has a wrong check letter`;
    case 'invalid_date':
      return `${name} must be a real date (YYYY-MM-DD)`;
    case 'expired':
      return `${name} is in the past: the document has expired`;
    case 'not_applicable':
      return `${name} is only asked for a DNI or NIE`;
    case 'invalid_format':
      return problem.field === 'nationality'
        ? `${name} must be a two-letter country code (ES, FR, …)`
        : problem.field === 'support_number'
          ? `${name} must be three letters and six digits (DNI) or a letter and eight digits (NIE)`
          : `${name} is not in a valid format`;
  }
}
