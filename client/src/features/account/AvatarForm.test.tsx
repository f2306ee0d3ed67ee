import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { UploadAvatarDocument } from '../../generated/account';
import { findToast } from '../../test/findToast';
import { renderWithProviders } from '../../test/renderWithProviders';
import { signIn, student } from '../../test/signIn';
import { useAuth } from '../auth/authContext';
import { AvatarForm } from './AvatarForm';
import { MAX_AVATAR_BYTES } from './avatarFile';
import { badInput, mock, stubObjectUrls } from './test/accountMocks';

/** The form as the account page shows it: for the signed-in user, who changes with the cache. */
function SignedInAvatarForm() {
  const { user } = useAuth();
  return user ? <AvatarForm user={user} /> : null;
}

const png = (name = 'me.png', type = 'image/png') => new File(['png bytes'], name, { type });

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

  it('refuses another type of file before sending it', async () => {
    const user = renderForm();
    const input = await screen.findByLabelText('Avatar image');
    await user.upload(input, new File(['%PDF'], 'cv.pdf', { type: 'application/pdf' }));
    expect(await screen.findByText('Choose a PNG, JPEG, GIF or WebP image')).toBeVisible();
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('button', { name: 'Upload Avatar' })).toBeDisabled();
  });

  it('refuses a file over the upload limit before sending it', async () => {
    const user = renderForm();
    const big = png('huge.png');
    Object.defineProperty(big, 'size', { value: MAX_AVATAR_BYTES + 1 });
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
    expect(screen.getByAltText('Preview of your new avatar')).toHaveAttribute('src', 'blob:test/1');
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
