import {
  Badge,
  Button,
  CloseButton,
  Drawer,
  Portal,
  Text,
  type ButtonProps,
} from '@chakra-ui/react';
import { useState } from 'react';
import { LuSlidersHorizontal } from 'react-icons/lu';
import { useLocation } from 'react-router-dom';
import { useCoursesQuery, type CoursesQueryVariables } from '../courses/courses.generated';
import { formatCount } from '../../lib/format';
import {
  activeFilterCount,
  normalized,
  withoutFilters,
  type CourseListState,
} from './courseListState';
import { CourseFilters } from './CourseFilters';
import { facetsOf } from './courseFacets';
import { useT } from './i18n';

interface DrawerProps {
  /** The list's state; the draft starts from it. */
  state: CourseListState;
  /** The course list query for a state (CourseCatalog's), for the draft's counts. */
  variablesFor: (draft: CourseListState) => CoursesQueryVariables;
  showCategories: boolean;
  onApply: (next: CourseListState) => void;
}

/**
 * The drawer's content: the filters on a draft (with counts for the draft, from the very list
 * Apply then shows), applied at once by Apply; closing it otherwise leaves the list as it was.
 */
function FiltersDrawerBody({ state, variablesFor, showCategories, onApply }: DrawerProps) {
  const t = useT();
  const [draft, setDraft] = useState(state);
  const result = useCoursesQuery({ variables: variablesFor(draft) });
  const facets = facetsOf(result);
  const totalCount = result.data?.courses.totalCount;
  return (
    <>
      <Drawer.Body>
        <CourseFilters
          state={draft}
          onChange={(update) => setDraft((current) => normalized(update(current)))}
          facets={facets}
          loading={!facets && result.loading}
          showCategories={showCategories}
        />
      </Drawer.Body>
      <Drawer.Footer justifyContent="space-between" gap="3" borderTopWidth="1px">
        <Button
          variant="ghost"
          colorPalette="brand"
          disabled={activeFilterCount(draft) === 0}
          onClick={() => setDraft(withoutFilters)}
        >
          {t('discovery.filters.clearAll')}
        </Button>
        <Text fontSize="sm" color="fg.muted" aria-live="polite" flex="1" textAlign="end">
          {totalCount === undefined
            ? ''
            : t('discovery.filters.courseCount', {
                count: totalCount,
                n: formatCount(totalCount),
              })}
        </Text>
        <Button colorPalette="brand" onClick={() => onApply(draft)}>
          {t('discovery.filters.apply')}
        </Button>
      </Drawer.Footer>
    </>
  );
}

/**
 * On phones: a "Filters" button (with the number of active filters) that opens the filters in a
 * drawer. The drawer is a labelled dialog that keeps focus inside until it closes. When the
 * address changes under it (Back, Forward), its draft starts again from the new state.
 */
export function FiltersDrawer({
  state,
  variablesFor,
  showCategories,
  onApply,
  ...buttonProps
}: DrawerProps & Omit<ButtonProps, 'onClick'>) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const { key } = useLocation();
  const active = activeFilterCount(state);
  return (
    <Drawer.Root
      open={open}
      onOpenChange={(details) => setOpen(details.open)}
      placement="start"
      size="sm"
      lazyMount
      unmountOnExit
    >
      <Drawer.Trigger asChild>
        <Button
          variant="outline"
          colorPalette="brand"
          aria-label={
            active
              ? t('discovery.filters.openActive', { active: formatCount(active) })
              : t('discovery.filters.heading')
          }
          {...buttonProps}
        >
          <LuSlidersHorizontal aria-hidden />
          {t('discovery.filters.heading')}
          {active > 0 && (
            <Badge colorPalette="brand" variant="solid" rounded="full" aria-hidden>
              {active}
            </Badge>
          )}
        </Button>
      </Drawer.Trigger>
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content>
            <Drawer.Header borderBottomWidth="1px">
              <Drawer.Title>{t('discovery.filters.heading')}</Drawer.Title>
            </Drawer.Header>
            <Drawer.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={t('discovery.filters.close')} />
            </Drawer.CloseTrigger>
            <FiltersDrawerBody
              key={key}
              state={state}
              variablesFor={variablesFor}
              showCategories={showCategories}
              onApply={(next) => {
                onApply(next);
                setOpen(false);
              }}
            />
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  );
}
