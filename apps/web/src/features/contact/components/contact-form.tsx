import { contactRequestSchema, type ContactRequest } from '@academy/contract/contact';
import { zodResolver } from '@hookform/resolvers/zod';
import { LoaderCircle, Lock, Send } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../lib/toasts';
import { Button } from '../../../components/ui/button';
import { Field } from '../../../components/ui/field';
import { FieldFrame } from '../../../components/ui/field-frame';
import { useSendContactMessage } from '../api/send-contact-message';
import {
  CONTACT_MAX_LENGTHS,
  contactFieldErrors,
  describeContactError,
  translateContactMessage,
  type ContactField,
} from '../contact-messages';
import { useContactLock } from '../hooks/use-contact-lock';
import { ContactResultModals, type ContactResult } from './contact-result-modals';

const emptyForm: ContactRequest = { name: '', email: '', subject: '', message: '' };

/**
 * Your Name, Your Email, Subject, Message, all required; 'Sending your message...' while busy; a
 * success or error modal; after a success the form is cleared and locked for an hour, and an
 * attempt during the lock only shows a toast with the minutes left.
 */
export function ContactForm() {
  const { t } = useTranslation(['contact', 'validation']);
  const lock = useContactLock();
  const send = useSendContactMessage();
  const [result, setResult] = useState<ContactResult>(null);
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = useForm<ContactRequest>({
    resolver: zodResolver(contactRequestSchema),
    defaultValues: emptyForm,
  });

  const errorOf = (field: ContactField) => {
    const message = errors[field]?.message;
    return message ? translateContactMessage(message, t) : undefined;
  };

  const submitMessage = handleSubmit((values) => {
    send.mutate(values, {
      onSuccess: () => {
        reset(emptyForm);
        lock.lock();
        setResult({ kind: 'success' });
      },
      onError: (error) => {
        const fieldErrors = contactFieldErrors(error);
        for (const [field, message] of Object.entries(fieldErrors)) {
          setError(field as ContactField, { message });
        }
        setResult({ kind: 'error', message: describeContactError(error, t) });
      },
    });
  });

  function handleFormSubmit(event: FormEvent<HTMLFormElement>) {
    if (lock.isLocked) {
      event.preventDefault();
      toast(t('form.lockedToast', { count: lock.minutesLeft() }));
      return;
    }
    void submitMessage(event);
  }

  return (
    <>
      <form
        noValidate
        aria-label={t('form.label')}
        aria-busy={send.isPending}
        onSubmit={handleFormSubmit}
        className="relative space-y-5 rounded-2xl border border-line bg-surface p-6 shadow-sm sm:p-8"
      >
        <div className="grid gap-5 sm:grid-cols-2">
          <Field
            label={t('form.name')}
            autoComplete="name"
            required
            maxLength={CONTACT_MAX_LENGTHS.name}
            placeholder={t('form.namePlaceholder')}
            error={errorOf('name')}
            {...register('name')}
          />
          <Field
            label={t('form.email')}
            type="email"
            autoComplete="email"
            required
            maxLength={CONTACT_MAX_LENGTHS.email}
            placeholder={t('form.emailPlaceholder')}
            error={errorOf('email')}
            {...register('email')}
          />
        </div>
        <Field
          label={t('form.subject')}
          required
          maxLength={CONTACT_MAX_LENGTHS.subject}
          placeholder={t('form.subjectPlaceholder')}
          error={errorOf('subject')}
          {...register('subject')}
        />
        <FieldFrame label={t('form.message')} required error={errorOf('message')}>
          {(control) => (
            <textarea
              {...control}
              {...register('message')}
              required
              rows={7}
              maxLength={CONTACT_MAX_LENGTHS.message}
              placeholder={t('form.messagePlaceholder')}
              className={`${control.className} resize-y`}
            />
          )}
        </FieldFrame>

        {lock.isLocked ? (
          <Button type="submit" variant="outline" size="lg" fullWidth>
            <Lock className="size-4" aria-hidden="true" />
            {t('form.locked', { count: lock.minutes })}
          </Button>
        ) : (
          <Button type="submit" size="lg" fullWidth disabled={send.isPending}>
            <Send className="size-4" aria-hidden="true" />
            {t('form.submit')}
          </Button>
        )}

        {/* Always present so screen readers announce the busy state when it appears. */}
        <div
          role="status"
          className={
            send.isPending
              ? 'absolute inset-0 !mt-0 flex flex-col items-center justify-center gap-3 rounded-2xl bg-surface/90'
              : 'sr-only !mt-0'
          }
        >
          {send.isPending && (
            <>
              <LoaderCircle className="size-8 animate-spin text-brand-700" aria-hidden="true" />
              <p className="font-medium text-ink">{t('form.sending')}</p>
            </>
          )}
        </div>
      </form>
      <ContactResultModals result={result} onClose={() => setResult(null)} />
    </>
  );
}
