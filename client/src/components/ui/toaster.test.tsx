import { act, render } from '@testing-library/react';
import { ChakraProvider } from '@chakra-ui/react';
import { toastTitles } from '../../test/findToast';
import { system } from '../../theme';
import { LazyToaster } from './LazyToaster';
import { showToast, toaster } from './toaster';

const shown = async () => {
  await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
  return toastTitles();
};

describe('toaster', () => {
  afterEach(() => act(() => toaster.remove()));

  it('shows one toast for one message, however often one save reports it', async () => {
    render(
      <ChakraProvider value={system}>
        <LazyToaster />
      </ChakraProvider>,
    );
    act(() => {
      showToast('success', 'Profile updated successfully');
      showToast('success', 'Profile updated successfully');
    });
    expect(await shown()).toEqual(['Profile updated successfully']);
    act(() => showToast('error', 'Profile update failed'));
    expect((await shown()).sort()).toEqual([
      'Profile update failed',
      'Profile updated successfully',
    ]);
  });

  it('sits at the top on a phone, clear of the footer, and bottom right elsewhere', async () => {
    const placementWith = async (matches: boolean) => {
      const original = window.matchMedia.bind(window);
      window.matchMedia = (query: string) => ({ ...original(query), matches });
      try {
        let placement: unknown;
        await jest.isolateModulesAsync(async () => {
          placement = (await import('./toaster')).toaster.attrs.placement;
        });
        return placement;
      } finally {
        window.matchMedia = original;
      }
    };
    expect(await placementWith(true)).toBe('top');
    expect(await placementWith(false)).toBe('bottom-end');
  });
});
