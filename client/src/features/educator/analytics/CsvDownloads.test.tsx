import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { findToast } from '../../../test/findToast';
import { renderWithProviders } from '../../../test/renderWithProviders';
import { CsvDownloads } from './CsvDownloads';

const range = { from: '2026-11-01T00:00:00.000Z', to: '2026-12-01T00:00:00.000Z' };

describe('CsvDownloads', () => {
  it("says the server's reason when a CSV is refused, and saves nothing", async () => {
    global.fetch = jest.fn().mockResolvedValue({
      ok: false,
      status: 400,
      headers: new Headers({ 'content-type': 'application/json' }),
      json: () => Promise.resolve({ success: false, message: 'Course not found' }),
    });
    const saved = jest.fn();
    URL.createObjectURL = saved;
    renderWithProviders(<CsvDownloads range={range} courseId="c1" />);
    await userEvent.click(screen.getByRole('button', { name: 'Download students CSV' }));
    expect(global.fetch).toHaveBeenCalledWith('/api/educator/students.csv?courseId=c1', {
      headers: {},
    });
    expect(await findToast('Course not found')).toHaveAttribute('data-type', 'error');
    expect(saved).not.toHaveBeenCalled();
  });

  it('keeps the sales CSV off while the period is not one analytics answer for', () => {
    renderWithProviders(<CsvDownloads range={null} courseId={null} />);
    expect(screen.getByRole('button', { name: 'Download sales CSV' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Download students CSV' })).toBeEnabled();
  });
});
