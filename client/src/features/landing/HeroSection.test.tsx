import type { MockedResponse } from '@apollo/client/testing';
import { act, screen } from '@testing-library/react';
import { FirstLoadGate } from '../../components/FirstLoadGate';
import { RecordVisitDocument } from '../site/site.generated';
import { renderWithProviders } from '../../test/renderWithProviders';
import { resetRecordedVisit } from '../site/recordVisitOnce';
import { HeroSection } from './HeroSection';

const visit: MockedResponse = {
  request: { query: RecordVisitDocument },
  result: { data: { recordVisit: 1234 } },
};

beforeEach(() => resetRecordedVisit());

describe('HeroSection', () => {
  it('rotates the headline word every 3 seconds', async () => {
    jest.useFakeTimers();
    try {
      renderWithProviders(<HeroSection />, { mocks: [visit] });
      const heading = screen.getByRole('heading', { level: 1 });
      expect(heading).toHaveTextContent('Build Your Personal Brand');
      act(() => jest.advanceTimersByTime(3000));
      expect(heading).toHaveTextContent('Build Your Online Presence');
      expect(await screen.findByText(/1,234 visitors/)).toBeInTheDocument();
    } finally {
      jest.useRealTimers();
    }
  });

  it('holds the first word under the first-load screen and rotates 3 seconds after it lifts', () => {
    jest.useFakeTimers();
    sessionStorage.clear();
    try {
      renderWithProviders(
        <FirstLoadGate ms={3000}>
          <HeroSection />
        </FirstLoadGate>,
        { mocks: [visit] },
      );
      const heading = screen.getByRole('heading', { level: 1, hidden: true });
      act(() => jest.advanceTimersByTime(3000));
      expect(heading).toBeVisible();
      expect(heading).toHaveTextContent('Build Your Personal Brand');
      act(() => jest.advanceTimersByTime(3000));
      expect(heading).toHaveTextContent('Build Your Online Presence');
    } finally {
      jest.useRealTimers();
    }
  });

  it('promises no agency fees, no boring lectures and no endless workshops', async () => {
    renderWithProviders(<HeroSection />, { mocks: [visit] });
    expect(
      await screen.findByText(
        /hands-on digital marketing.*no agency fees, no boring lectures and no endless workshops/,
      ),
    ).toBeInTheDocument();
  });

  it('has a muted looping background video and exactly 15 hidden particles', async () => {
    const { container } = renderWithProviders(<HeroSection />, { mocks: [visit] });
    const video = await screen.findByTestId('hero-video');
    expect(video).toHaveAttribute('autoplay');
    expect(video).toHaveAttribute('loop');
    expect(video).toHaveAttribute('playsinline');
    expect((video as HTMLVideoElement).muted).toBe(true);
    expect(video.closest('[aria-hidden="true"]')).not.toBeNull();
    const particles = container.querySelectorAll('[data-hero-particle]');
    expect(particles).toHaveLength(15);
    particles.forEach((particle) =>
      expect(particle.closest('[aria-hidden="true"]')).not.toBeNull(),
    );
  });

  it('opens the mentorship chat in a new tab', async () => {
    renderWithProviders(<HeroSection />, { mocks: [visit] });
    const link = await screen.findByRole('link', { name: /Book Mentorship Call/ });
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(link.getAttribute('href')).toMatch(/^https:\/\/wa\.me\/\d+\?text=/);
  });

  it('smooth-scrolls to the #courses section and focuses it', async () => {
    renderWithProviders(
      <>
        <HeroSection />
        <section id="courses" tabIndex={-1} />
      </>,
      { mocks: [visit] },
    );
    const target = document.getElementById('courses')!;
    const scroll = jest.fn();
    target.scrollIntoView = scroll;
    (await screen.findByRole('button', { name: /Explore Courses/ })).click();
    expect(scroll).toHaveBeenCalledWith({ behavior: 'smooth', block: 'start' });
    expect(target).toHaveFocus();
  });
});
