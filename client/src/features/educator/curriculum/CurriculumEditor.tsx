import { Button, Heading, Stack, Text } from '@chakra-ui/react';
import { useId, useState } from 'react';
import { LuPlus } from 'react-icons/lu';
import { ChapterCard } from './ChapterCard';
import { ChapterNameDialog } from './ChapterNameDialog';
import {
  addChapter,
  addLecture,
  removeChapter,
  removeLecture,
  toggleChapter,
  updateLecture,
  type ChapterDraft,
} from './curriculum';
import { LectureForm } from './LectureForm';

interface CurriculumEditorProps {
  chapters: ChapterDraft[];
  onChange: (chapters: ChapterDraft[]) => void;
}

/** Chapters and their lectures, for the Add Course and Edit Course forms. */
export function CurriculumEditor({ chapters, onChange }: CurriculumEditorProps) {
  const headingId = useId();
  const [naming, setNaming] = useState(false);
  /** The lecture dialog's target: a chapter to add to, or one of its lectures to edit. */
  const [target, setTarget] = useState<{ chapterKey: string; lectureKey?: string } | null>(null);
  const targetChapter = chapters.find((chapter) => chapter.key === target?.chapterKey);
  const editing = targetChapter?.lectures.find((lecture) => lecture.key === target?.lectureKey);

  return (
    <Stack as="section" aria-labelledby={headingId} gap="3">
      <Heading as="h2" id={headingId} size="md">
        Chapters
      </Heading>
      {chapters.length === 0 ? (
        <Text color="fg.muted" fontSize="sm">
          No chapters yet. Add a chapter, then its lectures.
        </Text>
      ) : (
        <Stack as="ol" gap="3" ps="0">
          {chapters.map((chapter, index) => (
            <ChapterCard
              key={chapter.key}
              number={index + 1}
              chapter={chapter}
              onToggle={() => onChange(toggleChapter(chapters, chapter.key))}
              onRemove={() => onChange(removeChapter(chapters, chapter.key))}
              onAddLecture={() => setTarget({ chapterKey: chapter.key })}
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
        <LuPlus /> Add Chapter
      </Button>
      <ChapterNameDialog
        open={naming}
        onClose={() => setNaming(false)}
        onSubmit={(name) => onChange(addChapter(chapters, name))}
      />
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
