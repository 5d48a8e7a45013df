import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { beforeAll, describe, expect, it } from 'vitest';
import { Field } from '../components/ui/field';
import { acceptBanglaDigits } from './latin-digit-inputs';

beforeAll(() => acceptBanglaDigits(document));

function Fields({ seen }: { seen: string[] }) {
  const [code, setCode] = useState('');
  return (
    <>
      <Field label="Phone" type="tel" onChange={(event) => seen.push(event.target.value)} />
      <label>
        Code
        <input inputMode="numeric" value={code} onChange={(event) => setCode(event.target.value)} />
      </label>
      <label>
        Name
        <input />
      </label>
    </>
  );
}

describe('numeric fields typed on a Bangla keyboard', () => {
  it('take ০-৯ as the digits 0-9, in a phone, a code and no other field', async () => {
    const seen: string[] = [];
    render(<Fields seen={seen} />);
    await userEvent.type(screen.getByLabelText('Phone'), '০১৭১২৩৪৫৬৭৮');
    expect(screen.getByLabelText('Phone')).toHaveValue('01712345678');
    expect(seen.at(-1)).toBe('01712345678');
    await userEvent.type(screen.getByLabelText('Code'), '৪৮২৯১৫');
    expect(screen.getByLabelText('Code')).toHaveValue('482915');
    // A text field keeps what was typed (a name may be written in Bangla).
    await userEvent.type(screen.getByLabelText('Name'), 'রহিম ১');
    expect(screen.getByLabelText('Name')).toHaveValue('রহিম ১');
  });
});
