import { useState } from 'react';
import { useNavigate } from 'react-router';
import { toast } from '../../../lib/toasts';
import { ApiError, getFieldErrors } from '../../../lib/api-error';
import { defaultThumbnailHints } from '../model/thumbnail-hints';
import type { CourseDraft } from '../model/course-draft';
import type { DraftErrors } from '../model/course-validation';
import { showSaveErrors } from './show-save-errors';

/**
 * What create and edit do after the form's own checks: call the server, then on success toast
 * and go to the thumbnail page with the thumbnail hints; on failure one toast per error, field
 * errors beside the fields, and /login with its message when the session is gone.
 */
export function useCourseSave({
  save,
  successMessage,
  failureMessage,
  loginMessage,
}: {
  save: (draft: CourseDraft) => Promise<{ course_id: number }>;
  successMessage: string;
  failureMessage: string;
  loginMessage: string;
}) {
  const navigate = useNavigate();
  const [serverErrors, setServerErrors] = useState<DraftErrors>({});

  async function run(draft: CourseDraft): Promise<boolean> {
    try {
      const { course_id: courseId } = await save(draft);
      setServerErrors({});
      toast.success(successMessage);
      navigate(`/edit-course-thumbnail/${courseId}`, { state: { hints: defaultThumbnailHints } });
      return true;
    } catch (error) {
      if (error instanceof ApiError && error.status === 401) {
        toast.error(loginMessage);
        navigate('/login');
        return false;
      }
      setServerErrors(getFieldErrors(error));
      showSaveErrors(error, failureMessage);
      return false;
    }
  }

  return { serverErrors, run };
}
