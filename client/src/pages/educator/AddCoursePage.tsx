import { useState } from 'react';
import { AddCourseForm } from '../../features/educator/courseForm/AddCourseForm';
import { EducatorPage } from '../../features/educator/EducatorPage';
import { usePageTitle } from '../../lib/usePageTitle';

export default function AddCoursePage() {
  usePageTitle('Add course');
  // A new key mounts a fresh form: after a course is added every field starts empty again.
  const [formKey, setFormKey] = useState(0);
  return (
    <EducatorPage title="Add Course" maxW="4xl">
      <AddCourseForm
        key={formKey}
        onCreated={() => {
          setFormKey((key) => key + 1);
          window.scrollTo({ top: 0 });
        }}
      />
    </EducatorPage>
  );
}
