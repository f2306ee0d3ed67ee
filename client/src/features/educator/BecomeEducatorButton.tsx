import { Button, type ButtonProps } from '@chakra-ui/react';
import { lazy, useState } from 'react';
import { MountWhenOpened } from '../../components/MountWhenOpened';
import { useAuth } from '../auth/authContext';
import { useBecomeEducator } from '../auth/useBecomeEducator';
import { useT } from './becomeEducatorI18n';

// Its code loads when first opened: most visits never do.
const BecomeEducatorDialog = lazy(() =>
  import('./BecomeEducatorDialog').then((m) => ({ default: m.BecomeEducatorDialog })),
);

/**
 * 'Become Educator', for signed-in students only, after a confirmation that says what changes. On
 * success the user's role changes in the cache, so this button gives way to 'Educator Dashboard'
 * by itself.
 */
export function BecomeEducatorButton(props: ButtonProps) {
  const { user } = useAuth();
  const { becomeEducator, loading } = useBecomeEducator();
  const [confirming, setConfirming] = useState(false);
  const t = useT();
  if (user?.role !== 'STUDENT') return null;
  return (
    <>
      <Button
        variant="outline"
        colorPalette="brand"
        loading={loading}
        loadingText={t('becomeEducator.updating')}
        aria-haspopup="dialog"
        onClick={() => setConfirming(true)}
        {...props}
      >
        {t('becomeEducator.button')}
      </Button>
      <MountWhenOpened open={confirming}>
        <BecomeEducatorDialog
          open={confirming}
          busy={loading}
          onClose={() => setConfirming(false)}
          onConfirm={() =>
            void becomeEducator().then((done) => {
              if (done) setConfirming(false);
            })
          }
        />
      </MountWhenOpened>
    </>
  );
}
