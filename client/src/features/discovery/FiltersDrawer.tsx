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
import {
  activeFilterCount,
  normalized,
  withoutFilters,
  type CourseListState,
} from '../courses/courseListState';
import { CourseFilters } from './CourseFilters';
import { useCourseFacets } from './courseFacets';

/**
 * The drawer's content: the filters on a draft (with counts for the draft), applied at once by
 * Apply; closing it otherwise leaves the list as it was.
 */
function FiltersDrawerBody({
  search,
  initial,
  fixedCategory,
  onApply,
}: {
  search: string;
  initial: CourseListState;
  fixedCategory?: string;
  onApply: (next: CourseListState) => void;
}) {
  const [draft, setDraft] = useState(initial);
  const { facets, totalCount, loading } = useCourseFacets(search, draft, fixedCategory);
  return (
    <>
      <Drawer.Body>
        <CourseFilters
          state={draft}
          onChange={(update) => setDraft((current) => normalized(update(current)))}
          facets={facets}
          loading={loading}
          showCategories={!fixedCategory}
        />
      </Drawer.Body>
      <Drawer.Footer justifyContent="space-between" gap="3" borderTopWidth="1px">
        <Button
          variant="ghost"
          colorPalette="brand"
          disabled={activeFilterCount(draft) === 0}
          onClick={() => setDraft(withoutFilters)}
        >
          Clear all
        </Button>
        <Text fontSize="sm" color="fg.muted" aria-live="polite" flex="1" textAlign="end">
          {totalCount === undefined
            ? ''
            : `${totalCount} ${totalCount === 1 ? 'course' : 'courses'}`}
        </Text>
        <Button colorPalette="brand" onClick={() => onApply(draft)}>
          Apply
        </Button>
      </Drawer.Footer>
    </>
  );
}

/**
 * On phones: a "Filters" button (with the number of active filters) that opens the filters in a
 * drawer. The drawer is a labelled dialog that keeps focus inside until it closes.
 */
export function FiltersDrawer({
  search,
  state,
  fixedCategory,
  onApply,
  ...buttonProps
}: {
  search: string;
  state: CourseListState;
  fixedCategory?: string;
  onApply: (next: CourseListState) => void;
} & Omit<ButtonProps, 'onClick'>) {
  const [open, setOpen] = useState(false);
  const active = activeFilterCount(fixedCategory ? { ...state, categories: [] } : state);
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
          aria-label={active ? `Filters, ${active} active` : 'Filters'}
          {...buttonProps}
        >
          <LuSlidersHorizontal aria-hidden />
          Filters
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
              <Drawer.Title>Filters</Drawer.Title>
            </Drawer.Header>
            <Drawer.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Close filters" />
            </Drawer.CloseTrigger>
            <FiltersDrawerBody
              search={search}
              initial={state}
              fixedCategory={fixedCategory}
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
