import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { uploadMessages } from '@academy/contract/uploads';
import { ApiError } from '../../../lib/api-error';
import { i18n } from '../../../lib/i18n';
import { useServerMessage } from './use-server-message';

describe('useServerMessage', () => {
  it('keeps English answers as they are and passes unknown text through', () => {
    const { result } = renderHook(() => useServerMessage());
    expect(result.current.translate('This field is required.')).toBe('This field is required.');
    expect(result.current.translate('Some other words')).toBe('Some other words');
    expect(
      result.current.messageOf(new ApiError(401, { detail: 'Invalid email or password' }), 'x'),
    ).toBe('Invalid email or password');
    expect(result.current.messageOf(new ApiError(0, null), 'fallback')).toBe('fallback');
  });

  it('translates account, field and throttling answers into Bangla', async () => {
    await act(() => i18n.changeLanguage('bn'));
    const { result } = renderHook(() => useServerMessage());
    const { translate, fieldErrorsOf } = result.current;
    expect(translate('Invalid email or password')).toBe('ইমেইল বা পাসওয়ার্ড সঠিক নয়');
    expect(translate('Invalid verification code')).not.toBe('Invalid verification code');
    expect(translate('Ensure this field has no more than 100 characters.')).toBe(
      'এই ঘরে ১০০টির বেশি অক্ষর লেখা যাবে না।',
    );
    expect(translate('Too many attempts. Please try again in 42 seconds.')).toContain('৪২');
    expect(translate('Request was throttled. Expected available in 7 seconds.')).toBe(
      'অনেক বেশি অনুরোধ এসেছে। অনুগ্রহ করে ৭ সেকেন্ড পর আবার চেষ্টা করুন।',
    );
    expect(
      fieldErrorsOf(new ApiError(400, { email: ['A user with this email already exists.'] })),
    ).toEqual({ email: 'এই ইমেইল দিয়ে আগেই একটি অ্যাকাউন্ট খোলা হয়েছে।' });
  });

  it('translates the answer to a third upload at once, in both languages', async () => {
    await act(() => i18n.changeLanguage('en'));
    const english = renderHook(() => useServerMessage()).result.current;
    expect(english.translate(uploadMessages.tooManyAtOnce)).toBe(uploadMessages.tooManyAtOnce);
    await act(() => i18n.changeLanguage('bn'));
    const bangla = renderHook(() => useServerMessage()).result.current;
    expect(bangla.translate(uploadMessages.tooManyAtOnce)).toBe(
      'আপনার ২টি আপলোড এখনো চলছে। একটি শেষ হওয়া পর্যন্ত অপেক্ষা করে আবার চেষ্টা করুন।',
    );
    await act(() => i18n.changeLanguage('en'));
  });
});
