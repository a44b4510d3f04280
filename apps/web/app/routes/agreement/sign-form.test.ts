import { describe, expect, it } from 'vitest';
import { codeProblemFromApi, readSignForm, signProblemsFromApi, sniffImageType } from './sign-form.ts';

const limits = { maxBytes: 2 * 1024 * 1024, drawnTypes: ['image/png'], uploadedTypes: ['image/png', 'image/jpeg'] };
const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0]);

function form(fields: Record<string, string | Blob>) {
  const data = new FormData();
  for (const [key, value] of Object.entries(fields)) data.append(key, value);
  return data;
}

describe('readSignForm', () => {
  it('asks for the name, the typed signature and the consent', async () => {
    const result = await readSignForm(form({ kind: 'typed' }), limits);
    expect(result.problems).toEqual({ signer_name: 'required', typed_signature: 'required', accept_terms: 'required' });
    const ok = await readSignForm(form({ kind: 'typed', signer_name: ' Ana ', typed_signature: 'Ana S', accept_terms: 'on' }), limits);
    expect(ok).toMatchObject({ problems: {}, values: { signerName: 'Ana', typedSignature: 'Ana S', kind: 'typed' }, imageBase64: null });
  });

  it('checks an upload’s size and its content, not its name', async () => {
    const base = { kind: 'uploaded', signer_name: 'Ana', accept_terms: 'on' };
    const big = new File([new Uint8Array(limits.maxBytes + 1)], 'a.png');
    expect((await readSignForm(form({ ...base, signature_file: big }), limits)).problems).toEqual({ signature: 'too_large' });
    const text = new File(['not an image'], 'a.png', { type: 'image/png' });
    expect((await readSignForm(form({ ...base, signature_file: text }), limits)).problems).toEqual({ signature: 'wrong_type' });
    const real = await readSignForm(form({ ...base, signature_file: new File([png], 'x.bin') }), limits);
    expect(real.problems).toEqual({});
    expect(real.imageBase64).toBe(Buffer.from(png).toString('base64'));
    expect((await readSignForm(form({ ...base, signature_file: new File([], 'empty.png') }), limits)).problems).toEqual({ signature: 'required' });
  });

  it('takes a drawn PNG as a data URL', async () => {
    const base = { kind: 'drawn', signer_name: 'Ana', accept_terms: 'on' };
    expect((await readSignForm(form(base), limits)).problems).toEqual({ signature: 'required' });
    const drawn = await readSignForm(form({ ...base, signature_data: `data:image/png;base64,${Buffer.from(png).toString('base64')}` }), limits);
    expect(drawn.imageBase64).toBe(Buffer.from(png).toString('base64'));
  });
});

describe('API answers', () => {
  it('maps field errors to the form', () => {
    expect(signProblemsFromApi([{ field: 'signature_file', reason: 'too_large', message: '' }], 'validation_failed')).toEqual({ signature: 'too_large' });
    expect(signProblemsFromApi([{ field: 'signature_image', reason: 'unsupported_type', message: '' }], 'validation_failed')).toEqual({ signature: 'wrong_type' });
    expect(signProblemsFromApi([{ field: 'email', reason: 'email_not_verified', message: '' }], 'conflict')).toEqual({ form: 'not_verified' });
    expect(signProblemsFromApi([], 'conflict')).toEqual({ form: 'already_signed' });
    expect(codeProblemFromApi([{ field: 'code', reason: 'attempts_exhausted', message: '' }])).toBe('attempts_exhausted');
    expect(codeProblemFromApi([])).toBe('generic');
    expect(sniffImageType(png)).toBe('image/png');
    expect(sniffImageType(new Uint8Array([0xff, 0xd8, 0xff, 0xe0]))).toBe('image/jpeg');
  });
});
