import { Button, Card, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { INPUT_LABEL_OFFSET, problemProps } from '../../../components/field-feedback';
import { useTownName } from '../api/utilities-queries';
import { coordsProblem, utilityErrorText } from '../utility-rules';
import { CopyResultButton } from './CopyResultButton';

/** Town-name generator: X,Y coordinates in, the town's name out (the same coordinates give the same name). */
export function TownNameGenerator() {
  const [coords, setCoords] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const townName = useTownName();

  function submit(event: FormEvent) {
    event.preventDefault();
    const found = coordsProblem(coords);
    setProblem(found);
    if (found) {
      townName.reset();
      return;
    }
    townName.mutate(coords.trim());
  }

  const error =
    problem ?? (townName.isError ? utilityErrorText(townName.error, 'Error generating town name.') : null);
  return (
    <Card withBorder padding="lg" component="section" aria-labelledby="town-name-heading">
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <Title order={2} id="town-name-heading">
            Town Name Generator
          </Title>
          <Text size="sm" c="dimmed">
            Enter a place's X and Z block coordinates as X,Y (e.g. 1200,-350), or paste its position from F3
            (e.g. 1200.5 / 64 / -350.5): its X and Z are used, the height is left out.
          </Text>
          <Group align="flex-start">
            <TextInput
              label="Coordinates (X,Y)"
              placeholder="e.g. 1200,-350"
              value={coords}
              onChange={(event) => setCoords(event.currentTarget.value)}
              w={260}
              maw="100%"
              {...problemProps(error)}
            />
            <Button type="submit" mt={INPUT_LABEL_OFFSET} loading={townName.isPending}>
              Generate
            </Button>
          </Group>
          {townName.isSuccess && !problem && (
            <Group gap="sm" aria-label="Town name result">
              <Text size="xl" fw={700} data-testid="town-name">
                {townName.data.name}
              </Text>
              <CopyResultButton text={townName.data.name} />
              <Text size="sm" c="dimmed" w="100%">
                The town at {townName.data.x}, {townName.data.y}
              </Text>
            </Group>
          )}
        </Stack>
      </form>
    </Card>
  );
}
