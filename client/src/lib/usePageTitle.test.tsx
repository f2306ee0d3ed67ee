import { renderHook } from '@testing-library/react';
import { usePageTitle } from './usePageTitle';

describe('usePageTitle', () => {
  it('names the tab after the page, and after the site alone until the page has a name', () => {
    document.title = 'Earlier page | BrandCraft';
    const { rerender } = renderHook(({ title }) => usePageTitle(title), {
      initialProps: { title: undefined as string | undefined },
    });
    expect(document.title).toBe('BrandCraft');
    rerender({ title: 'SEO Basics' });
    expect(document.title).toBe('SEO Basics | BrandCraft');
    rerender({ title: undefined });
    expect(document.title).toBe('BrandCraft');
  });
});
