import { useTranslation } from 'react-i18next';
import { Field } from '../../../components/ui/field';
import { formatDigits } from '../../../lib/digits';
import { useLanguage } from '../../../lib/i18n';
import { LessonVideoUpload } from '../../videos/components/lesson-video-upload';
import type { LessonDraft } from '../model/course-draft';
import { LinkListEditor } from './link-list-editor';
import { EditorHeading, type EditorControls } from './editor-heading';

/** One lesson: title, duration, videos and resources, with its move and delete controls. */
export function LessonEditor({
  lesson,
  errorPath,
  errors,
  onChange,
  controls,
}: {
  lesson: LessonDraft;
  /** 'modules.0.lessons.2' */
  errorPath: string;
  errors: Record<string, string>;
  onChange: (lesson: LessonDraft) => void;
  controls: EditorControls;
}) {
  const { t } = useTranslation('authoring');
  const language = useLanguage();
  const n = (value: number) => formatDigits(value, language);
  const number = n(lesson.order);

  return (
    <div className="space-y-4">
      <EditorHeading kind="lesson" number={number} controls={controls} />
      <div className="grid gap-3 sm:grid-cols-[1fr_12rem]">
        <Field
          label={t('form.fields.lessonTitle')}
          required
          value={lesson.title}
          error={errors[`${errorPath}.title`]}
          onChange={(event) => onChange({ ...lesson, title: event.target.value })}
        />
        <Field
          label={t('form.fields.duration')}
          type="number"
          min={0}
          max={1440}
          step={1}
          inputMode="numeric"
          value={lesson.duration}
          error={errors[`${errorPath}.duration`]}
          onChange={(event) => onChange({ ...lesson, duration: event.target.value })}
        />
      </div>
      <LessonVideoUpload lessonId={lesson.lessonId} />
      <div className="grid gap-5 lg:grid-cols-2">
        <LinkListEditor
          links={lesson.videos}
          onChange={(videos) => onChange({ ...lesson, videos })}
          errors={errors}
          errorPath={`${errorPath}.videos`}
          linkKey="video_link"
          labels={{
            heading: t('form.videos'),
            add: t('form.actions.addVideo'),
            empty: t('form.empty.videos'),
            item: (value) => t('form.video', { number: n(value) }),
            title: t('form.fields.videoTitle'),
            link: t('form.fields.videoLink'),
            remove: (value) => t('form.actions.removeVideo', { number: n(value) }),
          }}
        />
        <LinkListEditor
          links={lesson.resources}
          onChange={(resources) => onChange({ ...lesson, resources })}
          errors={errors}
          errorPath={`${errorPath}.resources`}
          linkKey="resource_link"
          labels={{
            heading: t('form.resources'),
            add: t('form.actions.addResource'),
            empty: t('form.empty.resources'),
            item: (value) => t('form.resource', { number: n(value) }),
            title: t('form.fields.resourceTitle'),
            link: t('form.fields.resourceLink'),
            remove: (value) => t('form.actions.removeResource', { number: n(value) }),
          }}
        />
      </div>
    </div>
  );
}
