import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { findToast } from '../../../test/findToast';
import {
  playerCourse,
  renderPlayer,
  completeWelcomeMock,
  fakeYouTubeEachTest,
  lectureRows,
  summary,
} from './test/playerFixtures';

fakeYouTubeEachTest();

describe('Player', () => {
  describe('marking a lecture complete', () => {
    async function markWelcomeComplete() {
      renderPlayer([completeWelcomeMock]);
      const mark = await screen.findByRole('button', { name: 'Mark As Complete' });
      await waitFor(() => expect(mark).toBeEnabled());
      expect(screen.getByRole('button', { name: 'Watch: Welcome' })).toBeInTheDocument();
      await userEvent.setup().click(mark);
      await screen.findByRole('button', { name: 'Completed' });
    }

    it("replaces 'Mark As Complete' with a disabled 'Completed'", async () => {
      await markWelcomeComplete();
      expect(screen.getByRole('button', { name: 'Completed' })).toBeDisabled();
      expect(screen.queryByRole('button', { name: 'Mark As Complete' })).not.toBeInTheDocument();
    });

    it("turns only that lecture's 'Watch' into 'Rewatch' with a Completed icon", async () => {
      await markWelcomeComplete();
      expect(screen.getByRole('button', { name: 'Rewatch: Welcome' })).toBeInTheDocument();
      expect(within(lectureRows()[0]).getByRole('img', { name: 'Completed' })).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Watch: Broken link' })).toBeInTheDocument();
    });

    it('shows the new progress: 1 of 3, 33%', async () => {
      await markWelcomeComplete();
      expect(summary()).toHaveTextContent('1 of 3 lectures completed');
      expect(summary()).toHaveTextContent('33%');
    });

    it("toasts the server's 'Progress Updated'", async () => {
      await markWelcomeComplete();
      expect((await findToast('Progress Updated')).dataset.type).toBe('success');
    });
  });

  it('shows Rewatch and Completed for lectures already done', async () => {
    renderPlayer([], playerCourse(), ['l1']);
    expect(await screen.findByRole('button', { name: 'Completed' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Rewatch: Welcome' })).toBeInTheDocument();
  });
});
