import { showToast } from '../../components/ui/toaster';
import { useAuth } from '../auth/authContext';

/**
 * The enroll button's label and action. Enrolment itself arrives with its own issue, which
 * replaces `onEnroll`; until then a signed-in user is told it opens soon.
 */
export function useEnroll(course: { id: string; netPrice: number }) {
  const { user, initializing } = useAuth();

  function onEnroll() {
    if (!user) {
      showToast('warning', 'Login to Enroll!');
      return;
    }
    showToast('info', 'Enrolment opens soon');
  }

  return {
    onEnroll,
    label: course.netPrice === 0 ? 'Enroll Free' : 'Enroll Now',
    waiting: initializing,
  };
}
