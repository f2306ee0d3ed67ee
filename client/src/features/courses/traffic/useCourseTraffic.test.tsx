import { screen, waitFor } from '@testing-library/react';
import { RecordCourseViewDocument } from './traffic.generated';
import { signIn } from '../../../test/signIn';
import { renderWithProviders } from '../../../test/renderWithProviders';
import { useAuth } from '../../auth/authContext';
import { useCourseViewReport } from './useCourseTraffic';

/** A course page's view report, saying when the stored session has been checked. */
function CoursePage({ educatorId }: { educatorId: string }) {
  useCourseViewReport('c1', educatorId);
  return useAuth().initializing ? null : <p>Session checked</p>;
}

function renderAs(role: 'STUDENT' | 'EDUCATOR' | 'ADMIN', educatorId: string) {
  const recorded = jest.fn(() => ({ data: { recordCourseView: true } }));
  renderWithProviders(<CoursePage educatorId={educatorId} />, {
    mocks: [
      signIn({ id: 'u1', role }),
      {
        request: { query: RecordCourseViewDocument },
        variableMatcher: () => true,
        result: recorded,
      },
    ],
  });
  return recorded;
}

describe('course view report', () => {
  it("counts a learner's visit", async () => {
    const recorded = renderAs('STUDENT', 'e1');
    await waitFor(() => expect(recorded).toHaveBeenCalledTimes(1));
  });

  it.each([
    ['its owner', 'EDUCATOR', 'u1'],
    ['an admin', 'ADMIN', 'e1'],
  ] as const)('does not count a visit by %s (a student preview too)', async (_, role, educator) => {
    const recorded = renderAs(role, educator);
    await screen.findByText('Session checked');
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(recorded).not.toHaveBeenCalled();
  });
});
