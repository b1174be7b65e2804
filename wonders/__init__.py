"""The application shell around the pure libraries: CLI, web app, database, PDF."""
