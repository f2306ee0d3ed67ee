import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { UploadAvatarDocument } from './account.generated';
import { findToast } from '../../test/findToast';
import { renderWithProviders } from '../../test/renderWithProviders';
import { signIn, student } from '../../test/signIn';
import { useAuth } from '../auth/authContext';
import { AvatarForm } from './AvatarForm';
import { TEST_UPLOAD_LIMIT } from '../../test/siteSettingsMock';
import { badInput, mock, stubObjectUrls } from './test/accountMocks';

/** The form as the account page shows it: for the signed-in user, who changes with the cache. */
function SignedInAvatarForm() {
  const { user } = useAuth();
  return user ? <AvatarForm user={user} /> : null;
}

/** Starts as a PNG does: the form reads a file's first bytes, as the server does. */
const PNG_HEAD = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
const png = (name = 'me.png', type = 'image/png') => new File([PNG_HEAD], name, { type });

function renderForm(mocks: Parameters<typeof renderWithProviders>[1] = {}) {
  stubObjectUrls();
  renderWithProviders(<SignedInAvatarForm />, {
    ...mocks,
    mocks: [signIn(), ...(mocks.mocks ?? [])],
  });
  return userEvent.setup({ applyAccept: false });
}

describe('AvatarForm', () => {
  it('shows the current avatar, a labelled file input and what it accepts', async () => {
    renderForm();
    const input = await screen.findByLabelText('Avatar image');
    expect(input).toHaveAttribute('type', 'file');
    expect(input).toHaveAttribute('accept', 'image/png,image/jpeg,image/gif,image/webp');
    expect(screen.getByText(/A PNG, JPEG, GIF or WebP image, at most 5 MB/)).toBeVisible();
    expect(screen.getByAltText('Your avatar')).toHaveAttribute('src', student.imageUrl);
    expect(screen.getByRole('button', { name: 'Upload Avatar' })).toBeDisabled();
  });

  it.each([
    ['another type of file', new File(['%PDF'], 'cv.pdf', { type: 'application/pdf' })],
    ['a text file renamed .png', new File(['hello'], 'me.png', { type: 'image/png' })],
  ])('refuses %s before sending it, in the server’s words', async (_name, file) => {
    const user = renderForm();
    const input = await screen.findByLabelText('Avatar image');
    await user.upload(input, file);
    expect(await screen.findByText('Avatar must be a PNG, JPEG, GIF or WebP image')).toBeVisible();
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('button', { name: 'Upload Avatar' })).toBeDisabled();
  });

  it('refuses a file over the upload limit before sending it', async () => {
    const user = renderForm();
    const big = png('huge.png');
    Object.defineProperty(big, 'size', { value: TEST_UPLOAD_LIMIT + 1 });
    await user.upload(await screen.findByLabelText('Avatar image'), big);
    expect(await screen.findByText('Avatar must be at most 5 MB')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Upload Avatar' })).toBeDisabled();
  });

  it('uploads the image and shows the new avatar', async () => {
    const file = png();
    const imageUrl = 'https://cdn.example.com/avatars/new.webp';
    const user = renderForm({
      mocks: [
        mock(
          UploadAvatarDocument,
          { avatar: file },
          { data: { uploadAvatar: { ...student, imageUrl } } },
        ),
      ],
    });
    await user.upload(await screen.findByLabelText('Avatar image'), file);
    expect(await screen.findByAltText('Preview of your new avatar')).toHaveAttribute(
      'src',
      'blob:test/1',
    );
    await user.click(screen.getByRole('button', { name: 'Upload Avatar' }));
    expect(await findToast('Avatar updated')).toHaveAttribute('data-type', 'success');
    expect(await screen.findByAltText('Your avatar')).toHaveAttribute('src', imageUrl);
    expect(screen.getByLabelText('Avatar image')).toHaveValue('');
  });

  it("shows the server's avatar error beside the field", async () => {
    const file = png('odd.gif', 'image/gif');
    const user = renderForm({
      mocks: [
        mock(
          UploadAvatarDocument,
          { avatar: file },
          badInput('Avatar could not be read', [
            { field: 'avatar', message: 'Avatar could not be read' },
          ]),
        ),
      ],
    });
    const input = await screen.findByLabelText('Avatar image');
    await user.upload(input, file);
    await user.click(screen.getByRole('button', { name: 'Upload Avatar' }));
    const field = input.closest<HTMLElement>('[data-part="root"]')!;
    expect(await within(field).findByText('Avatar could not be read')).toBeVisible();
    expect(input).toHaveAttribute('aria-invalid', 'true');
  });
});
