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
  const [lectureChapterKey, setLectureChapterKey] = useState<string | null>(null);
  const lectureChapter = chapters.find((chapter) => chapter.key === lectureChapterKey);

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
              onAddLecture={() => setLectureChapterKey(chapter.key)}
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
        chapterTitle={lectureChapter?.chapterTitle ?? null}
        onClose={() => setLectureChapterKey(null)}
        onAdd={(lecture) => {
          if (lectureChapterKey) onChange(addLecture(chapters, lectureChapterKey, lecture));
        }}
      />
    </Stack>
  );
}
