import '../test/jsdomShims';
import { ChakraProvider } from '@chakra-ui/react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { system } from '../../../theme';
import { LectureForm } from './LectureForm';

const MESSAGE = 'Lecture URL must be a YouTube video link';

async function openForm() {
  render(
    <ChakraProvider value={system}>
      <LectureForm chapterTitle="Foundations" onClose={() => {}} onAdd={() => {}} />
    </ChakraProvider>,
  );
  const user = userEvent.setup({ delay: null });
  const url = await screen.findByRole('textbox', { name: 'Lecture URL' });
  return { user, url };
}

describe('LectureForm live link feedback', () => {
  it.each(['https://vimeo.com/123456', 'https://www.youtube.com/@brandcraft', 'dQw4w9WgXc'])(
    'says %p is not a YouTube video when the field is left',
    async (link) => {
      const { user, url } = await openForm();
      await user.click(url);
      await user.paste(link);
      expect(screen.queryByText(MESSAGE)).not.toBeInTheDocument();
      await user.tab();
      expect(await screen.findByText(MESSAGE)).toBeInTheDocument();
    },
  );

  it('says nothing about an empty field that is passed through', async () => {
    const { user, url } = await openForm();
    await user.click(url);
    await user.tab();
    expect(screen.queryByText(MESSAGE)).not.toBeInTheDocument();
    // The same field does speak up once it holds a link the player cannot play.
    await user.click(url);
    await user.paste('https://vimeo.com/123456');
    await user.tab();
    expect(await screen.findByText(MESSAGE)).toBeInTheDocument();
  });

  it.each([
    'https://youtu.be/dQw4w9WgXcQ',
    'www.youtube.com/watch?v=dQw4w9WgXcQ',
    'https://www.youtube.com/shorts/dQw4w9WgXcQ',
    'dQw4w9WgXcQ',
  ])('drops the message as soon as the link becomes %p', async (link) => {
    const { user, url } = await openForm();
    await user.click(url);
    await user.paste('https://vimeo.com/123456');
    await user.tab();
    expect(await screen.findByText(MESSAGE)).toBeInTheDocument();
    await user.clear(url);
    await user.paste(link);
    expect(screen.queryByText(MESSAGE)).not.toBeInTheDocument();
  });
});
