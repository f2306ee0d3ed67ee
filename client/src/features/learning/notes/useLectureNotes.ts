import { showToast } from '../../../components/ui/toaster';
import { errorMessage } from '../../../lib/errorMessage';
import {
  LectureNotesDocument,
  type LectureNotesQuery,
  useAddLectureNoteMutation,
  useDeleteLectureNoteMutation,
  useLectureNotesQuery,
  useUpdateLectureNoteMutation,
} from './lectureNotes.generated';
import { useT } from '../i18n';

export type LectureNote = LectureNotesQuery['lectureNotes'][number];

/**
 * The learner's notes in a course, and their writes: each keeps the cached list in step, so the
 * panel shows a change without asking again. Each write resolves to whether it succeeded; a
 * failure is toasted with the server's message.
 */
export function useLectureNotes(courseId: string) {
  const t = useT();
  const variables = { courseId };
  const { data, loading, error } = useLectureNotesQuery({
    variables,
    fetchPolicy: 'cache-and-network',
  });
  const [addNote, added] = useAddLectureNoteMutation({
    update(cache, { data }) {
      const note = data?.addLectureNote;
      const cached = cache.readQuery<LectureNotesQuery>({ query: LectureNotesDocument, variables });
      if (note && cached)
        cache.writeQuery<LectureNotesQuery>({
          query: LectureNotesDocument,
          variables,
          data: { lectureNotes: [...cached.lectureNotes, note] },
        });
    },
  });
  const [updateNote, updated] = useUpdateLectureNoteMutation();
  const [deleteNote] = useDeleteLectureNoteMutation({
    update(cache, { data }) {
      const id = data?.deleteLectureNote;
      if (!id) return;
      cache.evict({ id: cache.identify({ __typename: 'LectureNote', id }) });
      cache.gc();
    },
  });

  async function attempt(write: () => Promise<unknown>, done: string, failed: string) {
    try {
      await write();
      showToast('success', done);
      return true;
    } catch (caught) {
      showToast('error', errorMessage(caught, failed));
      return false;
    }
  }

  return {
    notes: data?.lectureNotes ?? [],
    loading: loading && !data,
    error: error && errorMessage(error, t('learning.notesLoadFailed')),
    saving: added.loading || updated.loading,
    add: (lectureId: string, positionSeconds: number, body: string) =>
      attempt(
        () => addNote({ variables: { courseId, lectureId, positionSeconds, body } }),
        t('learning.noteSaved'),
        t('learning.noteSaveFailed'),
      ),
    update: (id: string, body: string) =>
      attempt(
        () => updateNote({ variables: { id, body } }),
        t('learning.noteSaved'),
        t('learning.noteSaveFailed'),
      ),
    remove: (id: string) =>
      attempt(
        () => deleteNote({ variables: { id } }),
        t('learning.noteDeleted'),
        t('learning.noteDeleteFailed'),
      ),
  };
}
