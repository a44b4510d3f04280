import { agreementSignatureKinds, type AgreementSignatureKind, type FieldError } from '@direct/contracts';
import type { CodeProblem, SignField, SignProblem, SignValues } from './form-state.ts';

// Reading the sign form (a plain multipart post) and checking it before the API does, so the
// guest hears about a missing name or a too-large file without a round trip; the API checks
// everything again (the file's type by its content).

export type SignLimits = { maxBytes: number; drawnTypes: readonly string[]; uploadedTypes: readonly string[] };

export type SignSubmission = {
  values: SignValues;
  problems: Partial<Record<SignField, SignProblem>>;
  // The image as base64 (drawn or uploaded), for the API's JSON body.
  imageBase64: string | null;
  consent: boolean;
};

type FormFile = { size: number; arrayBuffer(): Promise<ArrayBuffer> };
const isFile = (value: unknown): value is FormFile =>
  typeof value === 'object' && value !== null && 'arrayBuffer' in value && typeof (value as FormFile).size === 'number';

/** The image type its first bytes say, or null. */
export function sniffImageType(bytes: Uint8Array): string | null {
  const starts = (signature: number[]) => signature.every((byte, i) => bytes[i] === byte);
  if (starts([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (starts([0xff, 0xd8, 0xff])) return 'image/jpeg';
  return null;
}

function kindOf(value: FormDataEntryValue | null): AgreementSignatureKind {
  return (agreementSignatureKinds as readonly string[]).includes(String(value)) ? (String(value) as AgreementSignatureKind) : 'typed';
}

export async function readSignForm(form: FormData, limits: SignLimits): Promise<SignSubmission> {
  const text = (name: string) => String(form.get(name) ?? '').trim().slice(0, 120);
  const values: SignValues = { signerName: text('signer_name'), typedSignature: text('typed_signature'), kind: kindOf(form.get('kind')) };
  const problems: SignSubmission['problems'] = {};
  const consent = form.get('accept_terms') === 'on' || form.get('accept_terms') === 'true';
  if (!values.signerName) problems.signer_name = 'required';
  if (!consent) problems.accept_terms = 'required';
  let imageBase64: string | null = null;
  if (values.kind === 'typed' && !values.typedSignature) problems.typed_signature = 'required';
  if (values.kind === 'drawn') {
    const data = String(form.get('signature_data') ?? '');
    const match = /^data:image\/png;base64,([A-Za-z0-9+/=]+)$/.exec(data);
    if (!match?.[1]) problems.signature = 'required';
    else if ((match[1].length * 3) / 4 > limits.maxBytes) problems.signature = 'too_large';
    else imageBase64 = match[1];
  }
  if (values.kind === 'uploaded') {
    const file = form.get('signature_file');
    if (!isFile(file) || file.size === 0) problems.signature = 'required';
    else if (file.size > limits.maxBytes) problems.signature = 'too_large';
    else {
      const bytes = new Uint8Array(await file.arrayBuffer());
      const type = sniffImageType(bytes);
      if (!type || !limits.uploadedTypes.includes(type)) problems.signature = 'wrong_type';
      else imageBase64 = Buffer.from(bytes).toString('base64');
    }
  }
  return { values, problems, imageBase64, consent };
}

/** The API's field errors in the form's terms. */
export function signProblemsFromApi(fields: readonly FieldError[], code: string): Partial<Record<SignField, SignProblem>> {
  const problems: Partial<Record<SignField, SignProblem>> = {};
  for (const field of fields) {
    const problem: SignProblem = field.reason === 'too_large' ? 'too_large' : field.reason === 'unsupported_type' ? 'wrong_type' : field.reason === 'email_not_verified' ? 'not_verified' : 'required';
    if (field.field === 'signer_name') problems.signer_name = problem;
    else if (field.field === 'typed_signature') problems.typed_signature = problem;
    else if (field.field === 'signature_image' || field.field === 'signature_file') problems.signature = problem;
    else if (field.field === 'accept_terms') problems.accept_terms = 'required';
    else problems.form = problem === 'not_verified' ? 'not_verified' : 'generic';
  }
  if (Object.keys(problems).length === 0) problems.form = code === 'conflict' ? 'already_signed' : 'generic';
  return problems;
}

export function codeProblemFromApi(fields: readonly FieldError[]): CodeProblem {
  const reason = fields.find((field) => field.field === 'code')?.reason;
  return reason === 'code_expired' || reason === 'attempts_exhausted' || reason === 'no_code' || reason === 'invalid_code' ? reason : reason ? 'invalid_code' : 'generic';
}
