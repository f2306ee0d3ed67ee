import { Button } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { EmptyView } from '../StatusViews';
import { useT } from '../courseEditor.i18n';

/** The Edit Course page for a course that does not exist or is not the educator's. */
export function CourseNotFoundView() {
  const t = useT();
  return (
    <EmptyView
      title={t('courseEditor.form.notFound')}
      description={t('courseEditor.form.notFoundHelp')}
      action={
        <Button asChild colorPalette="brand">
          <RouterLink to="/educator/my-courses">
            {t('courseEditor.form.backToMyCourses')}
          </RouterLink>
        </Button>
      }
    />
  );
}
