import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import { changeLanguage } from '../../lib/i18n';
import { Field } from './field';

describe('Field', () => {
  it('labels its input and links the hint', () => {
    render(<Field label="Email" type="email" hint="We never share it" />);
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('We never share it');
  });

  it('rejects an email that does not match the simple pattern, and clears once fixed', async () => {
    render(<Field label="Email" type="email" />);
    const input = screen.getByLabelText('Email');

    await userEvent.type(input, 'nadia@academy');
    await userEvent.tab();
    expect(screen.getByRole('alert')).toHaveTextContent('Please enter a valid email address');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Please enter a valid email address');

    await userEvent.type(input, '.test');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(input).not.toHaveAttribute('aria-invalid');
  });

  it('does not report an untouched empty field on blur, so the layout holds still', async () => {
    render(
      <form noValidate>
        <Field label="Email" type="email" required />
        <button type="button">Log In</button>
      </form>,
    );
    const input = screen.getByRole('textbox', { name: /Email/ });
    await userEvent.click(input);
    await userEvent.click(screen.getByRole('button', { name: 'Log In' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    // Native validation still knows the field is missing.
    expect(input).toBeInvalid();
  });

  it('keeps only digits in a tel field, at most 11', async () => {
    render(<Field label="Phone" type="tel" />);
    const input = screen.getByLabelText('Phone');
    await userEvent.type(input, '01a7-12 345 6789999');
    expect(input).toHaveValue('01712345678');
  });

  it('requires exactly 11 digits in a tel field', async () => {
    render(<Field label="Phone" type="tel" />);
    const input = screen.getByLabelText('Phone');
    await userEvent.type(input, '0171234567');
    await userEvent.tab();
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Please enter a valid 11-digit phone number',
    );
    await userEvent.type(input, '8');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows a parent-provided error instead of its own message', async () => {
    render(<Field label="Email" type="email" error="Email already exists" />);
    await userEvent.type(screen.getByLabelText('Email'), 'not-an-email');
    await userEvent.tab();
    expect(screen.getByRole('alert')).toHaveTextContent('Email already exists');
    expect(screen.queryByText('Please enter a valid email address')).not.toBeInTheDocument();
  });

  it('translates the shared field messages', async () => {
    await changeLanguage('bn');
    render(<Field label="ফোন" type="tel" error="Please enter a valid 11-digit phone number" />);
    expect(screen.getByRole('alert')).toHaveTextContent(
      'অনুগ্রহ করে ১১ সংখ্যার একটি সঠিক ফোন নম্বর দিন',
    );
  });

  it('toggles a password between hidden and shown with a labelled button', async () => {
    render(<Field label="Password" type="password" />);
    const input = screen.getByLabelText('Password');
    expect(input).toHaveAttribute('type', 'password');

    await userEvent.click(screen.getByRole('button', { name: 'Show password' }));
    expect(input).toHaveAttribute('type', 'text');

    await userEvent.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(input).toHaveAttribute('type', 'password');
  });

  it('works with react-hook-form registration', async () => {
    const onSubmit = vi.fn();
    function Form() {
      const { register, handleSubmit } = useForm<{ phone: string }>();
      return (
        <form onSubmit={handleSubmit(onSubmit)} noValidate>
          <Field label="Phone" type="tel" {...register('phone')} />
          <button type="submit">Save</button>
        </form>
      );
    }
    render(<Form />);
    await userEvent.type(screen.getByLabelText('Phone'), '(017) 1234-5678');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSubmit).toHaveBeenCalledWith({ phone: '01712345678' }, expect.anything());
  });
});
