import { Button, Heading, Stack, Text, VisuallyHidden } from '@chakra-ui/react';
import { useId, useState } from 'react';
import { LuPlus } from 'react-icons/lu';
import { ChapterCard } from './ChapterCard';
import { ChapterNameDialog } from './ChapterNameDialog';
import {
  addChapter,
  addLecture,
  moveChapter,
  moveLecture,
  removeChapter,
  removeLecture,
  renameChapter,
  toggleChapter,
  updateLecture,
  type ChapterDraft,
  type Direction,
} from './curriculum';
import { LectureForm } from './LectureForm';
import { formatCount } from '../../../lib/format';
import { useT } from '../courseEditor.i18n';

interface CurriculumEditorProps {
  chapters: ChapterDraft[];
  onChange: (chapters: ChapterDraft[]) => void;
}

/** Chapters and their lectures, for the Add Course and Edit Course forms. */
export function CurriculumEditor({ chapters, onChange }: CurriculumEditorProps) {
  const t = useT();
  const headingId = useId();
  const [naming, setNaming] = useState(false);
  const [renaming, setRenaming] = useState<{ key: string; title: string; open: boolean } | null>(
    null,
  );
  /** Said by screen readers after a move: where the item went. */
  const [announcement, setAnnouncement] = useState('');
  /** The lecture dialog's target: a chapter to add to, or one of its lectures to edit. */
  const [target, setTarget] = useState<{ chapterKey: string; lectureKey?: string } | null>(null);
  const targetChapter = chapters.find((chapter) => chapter.key === target?.chapterKey);
  const editing = targetChapter?.lectures.find((lecture) => lecture.key === target?.lectureKey);

  const onMoveChapter = (chapter: ChapterDraft, direction: Direction) => {
    const next = moveChapter(chapters, chapter.key, direction);
    const position = next.findIndex((c) => c.key === chapter.key) + 1;
    setAnnouncement(
      t('courseEditor.curriculum.movedChapter', {
        title: chapter.chapterTitle,
        position: formatCount(position),
        count: formatCount(next.length),
      }),
    );
    onChange(next);
  };
  const onMoveLecture = (chapter: ChapterDraft, lectureKey: string, direction: Direction) => {
    const next = moveLecture(chapters, chapter.key, lectureKey, direction);
    const lectures = next.find((c) => c.key === chapter.key)?.lectures ?? [];
    const position = lectures.findIndex((l) => l.key === lectureKey) + 1;
    const title = lectures[position - 1]?.lectureTitle;
    setAnnouncement(
      t('courseEditor.curriculum.movedLecture', {
        title,
        position: formatCount(position),
        count: formatCount(lectures.length),
      }),
    );
    onChange(next);
  };

  return (
    <Stack as="section" aria-labelledby={headingId} gap="3">
      <Heading as="h2" id={headingId} size="md">
        {t('courseEditor.curriculum.chapters')}
      </Heading>
      {chapters.length === 0 ? (
        <Text color="fg.muted" fontSize="sm">
          {t('courseEditor.curriculum.noChapters')}
        </Text>
      ) : (
        <Stack as="ol" gap="3" ps="0">
          {chapters.map((chapter, index) => (
            <ChapterCard
              key={chapter.key}
              number={index + 1}
              count={chapters.length}
              chapter={chapter}
              onToggle={() => onChange(toggleChapter(chapters, chapter.key))}
              onMove={(direction) => onMoveChapter(chapter, direction)}
              onRename={() =>
                setRenaming({ key: chapter.key, title: chapter.chapterTitle, open: true })
              }
              onRemove={() => onChange(removeChapter(chapters, chapter.key))}
              onAddLecture={() => setTarget({ chapterKey: chapter.key })}
              onMoveLecture={(lectureKey, direction) =>
                onMoveLecture(chapter, lectureKey, direction)
              }
              onEditLecture={(lectureKey) => setTarget({ chapterKey: chapter.key, lectureKey })}
              onRemoveLecture={(lectureKey) =>
                onChange(removeLecture(chapters, chapter.key, lectureKey))
              }
            />
          ))}
        </Stack>
      )}
      <Button
        type="button"
        alignSelf="flex-start"
        variant="outline"
        colorPalette="brand"
        onClick={() => setNaming(true)}
      >
        <LuPlus /> {t('courseEditor.curriculum.addChapter')}
      </Button>
      <ChapterNameDialog
        open={naming}
        onClose={() => setNaming(false)}
        onSubmit={(name) => onChange(addChapter(chapters, name))}
      />
      <ChapterNameDialog
        // A fresh prompt for each chapter name, prefilled with it.
        key={renaming ? `${renaming.key}:${renaming.title}` : 'rename'}
        open={renaming?.open ?? false}
        initialName={renaming?.title ?? ''}
        onClose={() => setRenaming((current) => current && { ...current, open: false })}
        onSubmit={(name) => renaming && onChange(renameChapter(chapters, renaming.key, name))}
      />
      <VisuallyHidden aria-live="polite" role="status">
        {announcement}
      </VisuallyHidden>
      <LectureForm
        key={target?.lectureKey ?? 'new'}
        chapterTitle={targetChapter?.chapterTitle ?? null}
        initial={editing}
        onClose={() => setTarget(null)}
        onAdd={(lecture) => {
          if (!target) return;
          onChange(
            target.lectureKey
              ? updateLecture(chapters, target.chapterKey, target.lectureKey, lecture)
              : addLecture(chapters, target.chapterKey, lecture),
          );
        }}
      />
    </Stack>
  );
}
