import { Button, type ButtonProps } from '@chakra-ui/react';
import { useAuth } from '../auth/authContext';
import { useBecomeEducator } from '../auth/useBecomeEducator';

/**
 * 'Become Educator', for signed-in students only. On success the user's role changes in the
 * cache, so this button gives way to 'Educator Dashboard' by itself.
 */
export function BecomeEducatorButton(props: ButtonProps) {
  const { user } = useAuth();
  const { becomeEducator, loading } = useBecomeEducator();
  if (user?.role !== 'STUDENT') return null;
  return (
    <Button
      variant="outline"
      colorPalette="brand"
      loading={loading}
      loadingText="Updating..."
      onClick={() => void becomeEducator()}
      {...props}
    >
      Become Educator
    </Button>
  );
}
