import { Button } from '@direct/ui';
import { Form } from 'react-router';
import { CsrfField } from './csrf-field.tsx';
import { FormErrorSummary } from './form-messages.tsx';

// The page an emailed link opens: one button that uses the link's token. A post, not the page
// load itself, so a mail scanner that fetches every link can't use up a one-time token.
export function TokenStep({ token, intro, submit, result }: { token: string; intro: string; submit: string; result: unknown }) {
  return (
    <>
      <FormErrorSummary result={result} />
      <p>{intro}</p>
      <Form method="post">
        <CsrfField />
        <input type="hidden" name="token" value={token} />
        <Button type="submit" block>
          {submit}
        </Button>
      </Form>
    </>
  );
}
