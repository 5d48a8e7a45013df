import {
  BIO_MAX_LENGTH,
  PROFILE_RELOAD_DELAY_MS,
  profileUpdateSchema,
} from '@academy/contract/accounts';
import { fieldMessages } from '@academy/contract/field-rules';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { useState } from 'react';
import { useForm, type FieldError } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { toast } from '../../../lib/toasts';
import { Button } from '../../../components/ui/button';
import { ButtonLink } from '../../../components/ui/button-link';
import { FieldFrame } from '../../../components/ui/field-frame';
import { UploadProgress } from '../../../components/ui/upload-progress';
import { getFullName, type Profile } from '../../../lib/auth/profile';
import { useAuth } from '../../../lib/auth/use-auth';
import { useLanguage } from '../../../lib/i18n';
import { toMediaUrl } from '../../../lib/media-url';
import { useUpdateProfile } from '../api/update-profile';
import { useServerMessage } from '../hooks/use-server-message';
import { reloadPage } from '../reload-page';
import { NameFields } from './name-fields';
import { PictureInput } from './picture-input';

type ProfileFormValues = {
  first_name: string;
  last_name: string;
  bio: string;
  listed_in_class: boolean;
  live_class_reminders: boolean;
};

/** The stored choice; an older answer without the field means reminders are on. */
const remindersOf = (profile: Profile) => profile.live_class_reminders !== false;

/** True when the form would change nothing ('No changes to update'). */
export function hasNoChanges(profile: Profile, values: ProfileFormValues, picture: File | null) {
  return (
    picture === null &&
    values.first_name.trim() === profile.first_name &&
    values.last_name.trim() === profile.last_name &&
    values.bio.trim() === (profile.bio ?? '') &&
    values.listed_in_class === (profile.listed_in_class ?? false) &&
    values.live_class_reminders === remindersOf(profile)
  );
}

/**
 * First name, last name, bio and picture. Success: 'Profile updated successfully!', /dashboard, and
 * the page reloads after 1 second.
 */
export function ProfileForm({ profile }: { profile: Profile }) {
  const { t } = useTranslation('accounts');
  const navigate = useNavigate();
  const language = useLanguage();
  const { setUser } = useAuth();
  const { translate, messageOf, fieldErrorsOf } = useServerMessage();
  const [progress, setProgress] = useState(0);
  const update = useUpdateProfile(setProgress);
  const [picture, setPicture] = useState<File | null>(null);
  const [pictureError, setPictureError] = useState<string | undefined>();
  const form = useForm<ProfileFormValues>({
    // The checkbox always gives a boolean; the schema's 'true'/'false' strings are for multipart.
    resolver: zodResolver(
      profileUpdateSchema
        .required({ bio: true })
        .extend({ listed_in_class: z.boolean(), live_class_reminders: z.boolean() }),
    ),
    defaultValues: {
      first_name: profile.first_name,
      last_name: profile.last_name,
      bio: profile.bio ?? '',
      listed_in_class: profile.listed_in_class ?? false,
      live_class_reminders: remindersOf(profile),
    },
  });
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = form;
  const errorOf = (error: FieldError | undefined) =>
    error?.message ? translate(error.message) : undefined;

  const submit = handleSubmit(async (values) => {
    if (hasNoChanges(profile, values, picture)) {
      toast.info(translate(fieldMessages.noChanges));
      return;
    }
    setPictureError(undefined);
    setProgress(0);
    try {
      const updated = await update.mutateAsync({ ...values, language, picture });
      setUser(updated);
      toast.success(t('profile.updated'));
      navigate('/dashboard');
      window.setTimeout(reloadPage, PROFILE_RELOAD_DELAY_MS);
    } catch (error) {
      console.error('Failed to update profile', error);
      const { profile_picture: pictureMessage, ...fieldErrors } = fieldErrorsOf(error);
      setPictureError(pictureMessage);
      for (const [field, message] of Object.entries(fieldErrors)) {
        if (field in values) setError(field as keyof ProfileFormValues, { message });
      }
      toast.error(messageOf(error, t('profile.failed')));
    }
  });

  return (
    <form
      noValidate
      onSubmit={(event) => void submit(event)}
      className="space-y-6 rounded-2xl border border-line bg-surface p-6 shadow-sm sm:p-8"
    >
      <PictureInput
        currentUrl={toMediaUrl(profile.profile_picture)}
        name={getFullName(profile)}
        error={pictureError}
        onChange={setPicture}
      />
      {update.isPending && picture && (
        <UploadProgress fraction={progress} label={t('profile.pictureProgress')} />
      )}
      <NameFields form={form} errorOf={errorOf} />
      <FieldFrame label={t('fields.bio')} error={errorOf(errors.bio)}>
        {(control) => (
          <textarea
            {...control}
            {...register('bio')}
            rows={5}
            maxLength={BIO_MAX_LENGTH}
            placeholder={t('fields.bioPlaceholder')}
          />
        )}
      </FieldFrame>
      <label className="flex items-start gap-3 text-sm text-ink">
        <input
          type="checkbox"
          {...register('listed_in_class')}
          className="mt-0.5 size-4 shrink-0"
        />
        <span>
          <span className="block font-medium">{t('fields.listedInClass')}</span>
          <span className="block text-ink-muted">{t('fields.listedInClassHint')}</span>
        </span>
      </label>
      <label className="flex items-start gap-3 text-sm text-ink">
        <input
          type="checkbox"
          {...register('live_class_reminders')}
          className="mt-0.5 size-4 shrink-0"
        />
        <span>
          <span className="block font-medium">{t('profile.liveClassReminders')}</span>
          <span className="block text-ink-muted">{t('profile.liveClassRemindersHint')}</span>
        </span>
      </label>
      <div className="flex flex-wrap justify-end gap-3">
        <ButtonLink to="/dashboard" variant="outline">
          {t('profile.cancel')}
        </ButtonLink>
        <Button type="submit" loading={isSubmitting} loadingText={t('profile.submitting')}>
          {t('profile.submit')}
        </Button>
      </div>
    </form>
  );
}
