import { Breadcrumb } from '@chakra-ui/react';
import { Fragment } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { useT } from './i18n';

export interface BreadcrumbStep {
  to: string;
  label: string;
}

/**
 * A breadcrumb trail ("Courses › SEO › Keyword Research"): each step links to its page; `current`,
 * when given, names the page itself as the last, unlinked step.
 */
export function Breadcrumbs({ trail, current }: { trail: BreadcrumbStep[]; current?: string }) {
  const t = useT();
  return (
    <Breadcrumb.Root size="sm" aria-label={t('components.breadcrumb')}>
      <Breadcrumb.List flexWrap="wrap">
        {trail.map((step, index) => (
          <Fragment key={step.to}>
            {index > 0 && <Breadcrumb.Separator aria-hidden>›</Breadcrumb.Separator>}
            <Breadcrumb.Item minW="0">
              <Breadcrumb.Link asChild color="brand.fg" fontWeight="medium" overflowWrap="anywhere">
                <RouterLink to={step.to}>{step.label}</RouterLink>
              </Breadcrumb.Link>
            </Breadcrumb.Item>
          </Fragment>
        ))}
        {current !== undefined && (
          <>
            {trail.length > 0 && <Breadcrumb.Separator aria-hidden>›</Breadcrumb.Separator>}
            <Breadcrumb.Item minW="0">
              <Breadcrumb.CurrentLink overflowWrap="anywhere">{current}</Breadcrumb.CurrentLink>
            </Breadcrumb.Item>
          </>
        )}
      </Breadcrumb.List>
    </Breadcrumb.Root>
  );
}
