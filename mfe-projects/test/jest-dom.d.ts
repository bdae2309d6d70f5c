// The shared jest setup installs jest-dom's matchers; this brings their types into this package's type check.
/// <reference types="@testing-library/jest-dom" />
