import '../test/jsdomShims';
import { ChakraProvider } from '@chakra-ui/react';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Editor } from '@tiptap/core';
import { system } from '../../../theme';
import RichTextEditor from './RichTextEditor';

function setup(initialHtml = '<p>Grow your brand</p>') {
  const onChange = jest.fn<void, [string]>();
  render(
    <ChakraProvider value={system}>
      <span id="description-label">Course Description</span>
      <RichTextEditor labelId="description-label" initialHtml={initialHtml} onChange={onChange} />
    </ChakraProvider>,
  );
  const textbox = screen.getByRole('textbox', { name: 'Course Description' });
  // ProseMirror cannot take mouse selections in jsdom; select through the editor instead.
  const editor = (textbox as unknown as { editor: Editor }).editor;
  const html = () => onChange.mock.calls.at(-1)?.[0];
  return { user: userEvent.setup(), editor, html, textbox };
}

async function useLinkTool(user: ReturnType<typeof userEvent.setup>, value: string) {
  await user.click(screen.getByRole('button', { name: 'Link' }));
  const input = await screen.findByRole('textbox', { name: 'Link, email or video URL' });
  await user.clear(input);
  if (value) await user.type(input, value);
  await user.click(screen.getByRole('button', { name: 'Apply link' }));
}

describe('RichTextEditor', () => {
  it('starts from the given HTML, including a stored Vimeo embed', () => {
    const { textbox } = setup(
      '<p>Intro</p><div data-vimeo-video=""><iframe src="https://player.vimeo.com/video/76979871"></iframe></div>',
    );
    expect(textbox).toHaveTextContent('Intro');
    expect(textbox.querySelector('[data-vimeo-video] iframe')).toHaveAttribute(
      'src',
      'https://player.vimeo.com/video/76979871',
    );
  });

  it('toggles marks, headings and lists, with aria-pressed on the active ones', async () => {
    const { user, editor, html } = setup();
    editor.commands.setTextSelection({ from: 1, to: 16 });
    const bold = screen.getByRole('button', { name: 'Bold' });
    expect(bold).toHaveAttribute('aria-pressed', 'false');
    await user.click(bold);
    expect(html()).toBe('<p><strong>Grow your brand</strong></p>');
    expect(bold).toHaveAttribute('aria-pressed', 'true');

    await user.click(screen.getByRole('button', { name: 'Italic' }));
    await user.click(screen.getByRole('button', { name: 'Underline' }));
    expect(html()).toBe('<p><strong><em><u>Grow your brand</u></em></strong></p>');

    await user.click(screen.getByRole('button', { name: 'Heading 2' }));
    expect(html()).toMatch(/^<h2>/);
    expect(screen.getByRole('button', { name: 'Heading 2' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(screen.getByRole('button', { name: 'Heading 1' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    await user.click(screen.getByRole('button', { name: 'Heading 2' }));

    await user.click(screen.getByRole('button', { name: 'Bullet list' }));
    expect(html()).toMatch(/^<ul><li><p>/);
    await user.click(screen.getByRole('button', { name: 'Numbered list' }));
    expect(html()).toMatch(/^<ol><li><p>/);

    await user.click(screen.getByRole('button', { name: 'Clear formatting' }));
    // The list left a trailing empty paragraph behind; the text itself is plain again.
    expect(html()).toMatch(/^<p>Grow your brand<\/p>(<p><\/p>)?$/);
  });

  it('colours text from a 35-swatch palette and sets the font and size', async () => {
    const { user, editor, html } = setup();
    editor.commands.selectAll();
    await user.click(screen.getByRole('button', { name: 'Text colour' }));
    const palette = await screen.findByRole('group', { name: 'Text colours' });
    expect(within(palette).getAllByRole('button')).toHaveLength(35);
    await user.click(within(palette).getByRole('button', { name: 'Red' }));
    expect(html()).toMatch(
      /<span style="color: (#e60000|rgb\(230, 0, 0\));">Grow your brand<\/span>/,
    );
    await waitFor(() => expect(screen.queryByRole('group', { name: 'Text colours' })).toBeNull());

    await user.click(screen.getByRole('button', { name: 'Text colour' }));
    expect(await screen.findByRole('button', { name: 'Red' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await user.click(screen.getByRole('button', { name: 'Default colour' }));
    expect(html()).toBe('<p>Grow your brand</p>');

    await user.selectOptions(screen.getByRole('combobox', { name: 'Font family' }), 'Serif');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Font size' }), 'Huge');
    expect(html()).toBe(
      '<p><span style="font-family: serif; font-size: 2.5em;">Grow your brand</span></p>',
    );
    await user.selectOptions(screen.getByRole('combobox', { name: 'Font size' }), 'Small');
    expect(html()).toContain('font-size: 0.75em');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Font size' }), 'Large');
    expect(html()).toContain('font-size: 1.5em');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Font family' }), 'Monospace');
    expect(html()).toContain('font-family: monospace');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Font size' }), 'Normal');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Font family' }), 'Default font');
    expect(html()).toBe('<p>Grow your brand</p>');
  });

  it('turns selected text that is an email into a mailto link', async () => {
    const { user, editor, html } = setup('<p>Write to hello@brandcraft.dev today</p>');
    editor.commands.setTextSelection({ from: 10, to: 30 });
    await useLinkTool(user, '');
    expect(html()).toContain(
      '<a target="_blank" rel="noopener noreferrer nofollow" href="mailto:hello@brandcraft.dev">hello@brandcraft.dev</a>',
    );
    expect(screen.getByRole('button', { name: 'Link' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('links the selection to an entered URL, and removes the link again', async () => {
    const { user, editor, html } = setup('<p>Visit us</p>');
    editor.commands.selectAll();
    await useLinkTool(user, 'brandcraft.dev/courses');
    // The cursor lands after the new link instead of keeping the text selected.
    expect(editor.state.selection.empty).toBe(true);
    expect(html()).toBe(
      '<p><a target="_blank" rel="noopener noreferrer nofollow" href="https://brandcraft.dev/courses">Visit us</a></p>',
    );
    editor.commands.setTextSelection(3);
    await user.click(screen.getByRole('button', { name: 'Link' }));
    expect(await screen.findByRole('textbox', { name: 'Link, email or video URL' })).toHaveValue(
      'https://brandcraft.dev/courses',
    );
    await user.click(screen.getByRole('button', { name: 'Remove link' }));
    expect(html()).toBe('<p>Visit us</p>');
  });

  it('embeds YouTube links with www.youtube.com/embed and Vimeo links with player.vimeo.com', async () => {
    const { user, editor, html } = setup('<p>Watch</p>');
    editor.commands.setTextSelection(6);
    await useLinkTool(user, 'https://www.youtube.com/watch?v=dQw4w9WgXcQ');
    expect(html()).toMatch(
      /<div data-youtube-video=""><iframe [^>]*src="https:\/\/www\.youtube\.com\/embed\/dQw4w9WgXcQ"/,
    );
    // The cursor moves past the embed, so the next embed does not replace it.
    expect(editor.state.selection.empty).toBe(true);
    await useLinkTool(user, 'https://vimeo.com/76979871');
    expect(html()).toMatch(
      /<div data-vimeo-video=""><iframe [^>]*src="https:\/\/player\.vimeo\.com\/video\/76979871"/,
    );
    expect(html()).toContain('data-youtube-video');
  });

  it('explains when there is nothing usable to link', async () => {
    const { user, editor, html } = setup('<p>plain words</p>');
    editor.commands.selectAll();
    await useLinkTool(user, '');
    expect(
      screen.getByText('Enter a web address or an email, or select text that is one.'),
    ).toBeInTheDocument();
    await user.clear(screen.getByRole('textbox', { name: 'Link, email or video URL' }));
    await user.type(
      screen.getByRole('textbox', { name: 'Link, email or video URL' }),
      'javascript:alert(1){Enter}',
    );
    expect(screen.getByRole('textbox', { name: 'Link, email or video URL' })).toBeInTheDocument();
    expect(html()).toBeUndefined();
  });
});
